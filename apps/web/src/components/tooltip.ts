/** The Tooltip chunk of LazyTooltip. */
export { Tooltip as default } from '@mantine/core';
