import type { ReactNode } from 'react';

export interface ChoiceButtonsProps<Value extends string> {
  label: string;
  values: readonly Value[];
  chosen: Value;
  text: (value: Value) => string;
  onChoose: (value: Value) => void;
  testId: string;
}

/** A row of buttons of which one is pressed (aria-pressed): each is its own tab stop, Enter or Space chooses it. */
export function ChoiceButtons<Value extends string>({ label, values, chosen, text, onChoose, testId }: ChoiceButtonsProps<Value>): ReactNode {
  return (
    <div role="group" aria-label={label} className="leaderboard__choices" data-testid={testId}>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          className="leaderboard__choice"
          aria-pressed={value === chosen}
          onClick={() => {
            onChoose(value);
          }}
        >
          {text(value)}
        </button>
      ))}
    </div>
  );
}
