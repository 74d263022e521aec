import path from 'node:path';

import { dataDir } from '@/lib/data-dir';

export { dataDir };

export const outboxDir = () => path.join(dataDir(), 'outbox');
export const uploadsDir = () => path.join(dataDir(), 'uploads');
export const mailFrom = () => process.env.MAIL_FROM ?? 'FRCR Viva <no-reply@frcrviva.co.uk>';
