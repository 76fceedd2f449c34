/**
 * A header button's name: read out everywhere, shown from 1280 px. `not-sr-only` resets white-space
 * to normal, so the shown name is kept on one line again — a wrapped name makes the header two lines.
 */
export const wideLabel = 'sr-only xl:not-sr-only xl:whitespace-nowrap'
