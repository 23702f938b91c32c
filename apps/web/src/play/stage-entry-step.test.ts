import { describe, expect, it } from 'vitest';
import { stageEntryStep, type StageEntryFacts } from './stage-entry-step.ts';

const facts = (changes: Partial<StageEntryFacts>): StageEntryFacts => ({
  entryIsStage: false,
  entryIsLive: false,
  open: false,
  opening: false,
  runInProgress: false,
  leaving: false,
  ...changes,
});

describe('stageEntryStep', () => {
  it('Play, then its entry: the stage stays open while the entry is pushed and once it is there', () => {
    expect(stageEntryStep(facts({ open: true, opening: true }))).toBe('none');
    expect(stageEntryStep(facts({ entryIsStage: true, entryIsLive: true, open: true }))).toBe('none');
  });

  it('Play, its entry, then the page is made again (its state lost) on that entry: the stage opens again, never a hidden game', () => {
    expect(stageEntryStep(facts({ entryIsStage: true, entryIsLive: true, open: false }))).toBe('reopen');
  });

  it('a stage entry this document did not open (a reload, a session restore) or one closed since (Forward) becomes a plain entry', () => {
    expect(stageEntryStep(facts({ entryIsStage: true, entryIsLive: false, open: false }))).toBe('drop');
  });

  it('Back to the page entry closes the stage, or asks first during a run unless the player chose to leave', () => {
    expect(stageEntryStep(facts({ open: true }))).toBe('close');
    expect(stageEntryStep(facts({ open: true, runInProgress: true }))).toBe('ask');
    expect(stageEntryStep(facts({ open: true, runInProgress: true, leaving: true }))).toBe('close');
  });

  it('the page entry with no stage asks for nothing', () => {
    expect(stageEntryStep(facts({}))).toBe('none');
  });
});
