import { AppError } from '../../lib/app-error';

export const slotFull = () => new AppError('SLOT_FULL');
