import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './coin-pages.css';

/** Every page that spends or turns coins, points and stamina, by its title. */
const coinPages = [
  ['/convert-game-coin', 'convertGameCoin'],
  ['/recover-stamina', 'recoverStamina'],
  ['/burn-game-coin', 'burnGameCoin'],
  ['/convert-invite-point', 'convertInvitePoint'],
  ['/invite-users', 'inviteUsers'],
  ['/deposit-gold-coin', 'depositGoldCoin'],
] as const;

/** The profile's links to every coin page. */
export function CoinPagesNav(): ReactNode {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('profile.coinPages')}>
      <ul className="coin-pages">
        {coinPages.map(([path, title]) => (
          <li key={path}>
            <Link to={path} className="button">
              {t(`titles.${title}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
