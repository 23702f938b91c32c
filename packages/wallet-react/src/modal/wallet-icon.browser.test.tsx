import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { WalletIcon } from './wallet-icon.tsx';

const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f60"/></svg>')}`;

function Row({ src }: { src: string | undefined }) {
  return (
    <div className="wr-dialog" style={{ position: 'static', display: 'block' }}>
      <span className="wr-wallet" data-testid="row">
        <WalletIcon src={src} />
        <span className="wr-wallet-label">Some Wallet</span>
      </span>
    </div>
  );
}

describe('WalletIcon', () => {
  it('takes the same room before and after the icon loads: nothing shifts', async () => {
    const screen = await render(<Row src={undefined} />);
    const row = screen.getByTestId('row').element();
    const label = () => row.querySelector('.wr-wallet-label')!.getBoundingClientRect();
    const before = { label: label(), row: row.getBoundingClientRect() };
    expect(row.querySelector('img')).toBeNull();

    await screen.rerender(<Row src={icon} />);
    const img = row.querySelector('img');
    expect(img).not.toBeNull();
    await img!.decode();
    expect(img!.getBoundingClientRect()).toMatchObject({ width: 32, height: 32 });
    expect({ left: label().left, top: label().top }).toEqual({ left: before.label.left, top: before.label.top });
    expect(row.getBoundingClientRect().height).toBe(before.row.height);
  });
});
