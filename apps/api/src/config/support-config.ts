import type { EnvReader } from './env-reader.ts';

/** The limits of support tickets beyond the per-IP limit every rate-limited route has. */
export interface SupportConfig {
  /** Tickets one account, or one contact address, may file in any hour. */
  ticketsPerHour: number;
}

/** SUPPORT_TICKETS_PER_HOUR (docs/api/settings.md). */
export function readSupportConfig(read: EnvReader): SupportConfig {
  return {
    ticketsPerHour: read.setting('SUPPORT_TICKETS_PER_HOUR'),
  };
}
