import { AppError } from '../../lib/app-error';

export const slotFull = () =>
  new AppError('CONFLICT', 'Sorry, that time is now full. Please choose another time.');
