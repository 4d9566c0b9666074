/** The Select chunk of LazySelect. */
export { Select as default } from '@mantine/core';
