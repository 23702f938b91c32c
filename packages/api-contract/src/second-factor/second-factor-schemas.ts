import { Type, type Static } from 'typebox';
import { SignedIn, Strict } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { secondFactorRoutes } from './second-factor-routes.ts';

/** Six digits from the app, or a backup code (`abcd-efgh`, the dash and case optional). */
export const SecondFactorCode = Type.String({ minLength: 6, maxLength: 12, pattern: '^[0-9A-Za-z-]+$', description: 'Six digits from the authenticator app, or a backup code.' });

const CodeBody = Strict({ code: SecondFactorCode });
const BackupCodes = Strict({ backupCodes: Type.Array(Type.String(), { minItems: 10, maxItems: 10 }) });

export const SecondFactorStatus = Strict({
  totpEnabled: Type.Boolean(),
  backupCodesLeft: Type.Integer({ minimum: 0, maximum: 10 }),
  /** Moderators and admins must enable it before the admin pages and API open. */
  requiredForRole: Type.Boolean(),
});
export type SecondFactorStatus = Static<typeof SecondFactorStatus>;

export const secondFactorSchemas = {
  secondFactorStatus: { response: SecondFactorStatus },
  totpSetupStart: {
    response: Strict({
      /** Base32, for typing into an app that cannot scan. */
      secret: Type.String(),
      otpauthUrl: Type.String(),
      /** The otpauth URL as a QR code, an SVG document. */
      qrSvg: Type.String(),
    }),
  },
  totpSetupConfirm: { body: CodeBody, response: BackupCodes },
  totpDisable: { body: CodeBody, response: Strict({ ok: Type.Literal(true) }) },
  backupCodesRegenerate: { body: CodeBody, response: BackupCodes },
  secondFactorVerify: { body: CodeBody, response: SignedIn },
} satisfies SchemasFor<typeof secondFactorRoutes>;
