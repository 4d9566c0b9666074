/** The low-points banner's colour (its title's too): WCAG AA on the page background of every theme. */
export const LOW_POINTS_BANNER_COLOR = '#9a3412';
