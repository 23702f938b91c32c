import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { AmountOperation } from '../economy/amount-operation.tsx';
import { EconomyFacts } from '../economy/economy-facts.tsx';
import { EconomyPage } from '../economy/economy-page.tsx';
import { InviteForPoints } from '../economy/invite-for-points.tsx';
import { useAmountText } from '../economy/use-amount-text.ts';

/** /convert-invite-point: invite points to game coins at the server's rate (docs/api/conversions-and-stamina.md); no daily limit. */
export default function ConvertInvitePointPage(): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  return (
    <EconomyPage titleKey="convertInvitePoint" intro={t('economy.convertInvitePoint.intro')}>
      {(account, summary) => {
        const rate = BigInt(summary.invitePointToGameCoin.gameCoinsPerInvitePoint);
        return (
          <>
            <EconomyFacts
              facts={[
                { term: t('economy.assets.invite_point'), value: amountText('invite_point', summary.balances.invite_point) },
                { term: t('economy.assets.game_coin'), value: amountText('game_coin', summary.balances.game_coin) },
                { term: t('economy.rate'), value: t('economy.convertInvitePoint.rate', { point: amountText('invite_point', 1n), gameCoins: amountText('game_coin', rate) }) },
                { term: t('economy.leftToday'), value: t('economy.noDailyLimit') },
              ]}
            />
            <AmountOperation
              summary={summary}
              formName={t('titles.convertInvitePoint')}
              fieldLabel={t('economy.convertInvitePoint.field')}
              fieldHint={t('economy.convertInvitePoint.hint', { gameCoins: amountText('game_coin', rate) })}
              unit="invite_point"
              costAsset="invite_point"
              limits={{ costPerUnit: 1n, balance: BigInt(summary.balances.invite_point) }}
              plan={(points) => ({ spent: { asset: 'invite_point', amount: points }, received: { asset: 'game_coin', amount: points * rate } })}
              previewKey="economy.convertInvitePoint.preview"
              reviewLabel={t('economy.review.open')}
              confirmLabel={t('economy.convertInvitePoint.confirm')}
              doneKey="economy.convertInvitePoint.done"
              againLabel={t('economy.convertInvitePoint.again')}
              send={(points, requestId) => api.call('convertInvitePoint', { body: { requestId, invitePoints: points.toString() } })}
              shortfall={BigInt(summary.balances.invite_point) < 1n ? (spent) => <InviteForPoints spent={spent} /> : null}
            />
          </>
        );
      }}
    </EconomyPage>
  );
}
