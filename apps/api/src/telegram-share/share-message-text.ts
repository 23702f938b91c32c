import type { LeagueTier } from '@site/api-contract';

/** What a shared run says: its game, level or score, and the coins it earned. */
export interface SharedRun {
  gameTitle: string;
  level: number | null;
  score: number;
  completed: boolean;
  coins: bigint;
}

export type ShareLanguage = 'en' | 'es';

/** A closed league week that moved the player up: from and to which tier, their place, the coins it paid. */
export interface SharedPromotion {
  from: LeagueTier;
  to: LeagueTier;
  place: number;
  reward: bigint;
}

export interface ShareText {
  /** The title the share sheet shows for the message. */
  title: string;
  /** The message's text; the link is added after it. */
  text: string;
  /** The button under the message, which opens the mini app. */
  button: string;
}

const coinsText = {
  en: (coins: bigint) => `${coins.toString()} ${coins === 1n ? 'game coin' : 'game coins'}`,
  es: (coins: bigint) => `${coins.toString()} ${coins === 1n ? 'moneda de juego' : 'monedas de juego'}`,
};

/** The invite's words, in the player's language (Telegram shows them as the sharer sent them). */
export function inviteShareText(language: ShareLanguage): ShareText {
  return language === 'es'
    ? { title: 'Juega conmigo a Core Games', text: 'Únete a mí en Core Games: juega aquí mismo en Telegram con mi invitación.', button: 'Jugar' }
    : { title: 'Play Core Games with me', text: 'Join me on Core Games: play right here in Telegram with my invite.', button: 'Play' };
}

/** A finished run's words: a completed level, a level's score, or a game's score; with the coins it earned. */
export function runShareText(language: ShareLanguage, run: SharedRun): ShareText {
  const coins = coinsText[language](run.coins);
  if (language === 'es') {
    const what =
      run.level !== null && run.completed
        ? `Completé el nivel ${String(run.level)} de ${run.gameTitle}`
        : run.level !== null
          ? `Hice ${String(run.score)} puntos en el nivel ${String(run.level)} de ${run.gameTitle}`
          : `Hice ${String(run.score)} puntos en ${run.gameTitle}`;
    return { title: `Mi partida de ${run.gameTitle}`, text: `${what} y gané ${coins}. ¿Puedes superarlo?`, button: 'Jugar' };
  }
  const what =
    run.level !== null && run.completed
      ? `I completed level ${String(run.level)} of ${run.gameTitle}`
      : run.level !== null
        ? `I scored ${String(run.score)} on level ${String(run.level)} of ${run.gameTitle}`
        : `I scored ${String(run.score)} in ${run.gameTitle}`;
  return { title: `My run of ${run.gameTitle}`, text: `${what} and earned ${coins}. Can you beat it?`, button: 'Play' };
}

const tierNames: Record<ShareLanguage, Record<LeagueTier, string>> = {
  en: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' },
  es: { bronze: 'Bronce', silver: 'Plata', gold: 'Oro', platinum: 'Platino', diamond: 'Diamante' },
};

/** A promotion's words: the place, the tier reached and the coins the week paid (game coins only: nothing of wallets or chains in Telegram). */
export function promotionShareText(language: ShareLanguage, promotion: SharedPromotion): ShareText {
  const from = tierNames[language][promotion.from];
  const to = tierNames[language][promotion.to];
  const coins = coinsText[language](promotion.reward);
  const paid = promotion.reward > 0n;
  if (language === 'es') {
    return {
      title: `Subí a la división ${to}`,
      text: `Quedé #${String(promotion.place)} en la liga semanal ${from} de Core Games y subí a ${to}${paid ? `, con ${coins} de premio` : ''}. ¿Te unes?`,
      button: 'Jugar',
    };
  }
  return {
    title: `I moved up to ${to}`,
    text: `I finished #${String(promotion.place)} in Core Games' ${from} weekly league and moved up to ${to}${paid ? `, earning ${coins}` : ''}. Join me?`,
    button: 'Play',
  };
}
