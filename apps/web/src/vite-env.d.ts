/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HASH_ROUTER?: string;
  readonly VITE_MOBILE_APP?: string;
  readonly VITE_STAFF_DASHBOARD_URL?: string;
  readonly VITE_BUG_REPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
