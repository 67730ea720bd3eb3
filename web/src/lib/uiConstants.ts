/** UI constants of spec section 9. */
export const BREAKPOINTS = { small: 768, large: 1180 } as const;
export const LOADING_PLACEHOLDER_DELAY_MS = 300;
export const TOOLTIP_HIDE_AFTER_MS = 4000;
export const NAV_THEME_THRESHOLD_PX = 40;
export const POPOVER_OFFSET_PX = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BATCH_INTERVAL_MS = 10;
export const BATCH_MAX = 10;
