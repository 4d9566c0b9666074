/** The low-points banner's colour (its title's too): WCAG AA on the page background of every theme. */
export const LOW_POINTS_BANNER_COLOR = '#9a3412';

/**
 * Colours Mantine's palette cannot give at WCAG AA (4.5:1 for small text) on white, or under a white label:
 * its darkest green (green.9, #2b8a3e) gives 4.4:1 and green.8 3.5:1, orange.9 (#d9480f) 4.3:1. These give
 * 6.6 and 6.5:1: success texts (a saved form, a reset address) and the explore cards' badges. Danger (7.4:1 on
 * white, 6.9:1 on a light green alert; red.8 gives 4.2:1 there): a destructive action inside a coloured panel.
 */
export const ACCESSIBLE_COLOUR = { success: '#1e6b2e', warning: '#a63a0c', danger: '#a61e1e' } as const;
