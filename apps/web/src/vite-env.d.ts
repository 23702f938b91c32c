/// <reference types="vite/client" />

/** Build-time configuration; every variable is optional (see src/config/read-config.ts). */
interface ImportMetaEnv {
  readonly VITE_CORE_RPC_URL?: string;
  readonly VITE_CORE_CHAIN_ICON?: string;
  readonly VITE_CORE_EXPLORER_URL?: string;
  readonly VITE_ANALYTICS_SCRIPT?: string;
  readonly VITE_ALLOWED_HOSTNAMES?: string;
  readonly VITE_PROTOCOL_NAME?: string;
  readonly VITE_TELEGRAM_APP_URL?: string;
  readonly VITE_APP_VERSION?: string;
  /** `true` only in the end-to-end test build: enables the test triggers in src/startup/e2e-hooks.ts. */
  readonly VITE_E2E_HOOKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
