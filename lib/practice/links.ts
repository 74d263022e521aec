import { routes } from '@/lib/routes';

export const paperHref = (paperId: number) => `${routes.practicePaper.path}/${paperId}`;
