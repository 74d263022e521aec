import 'server-only';

export {
  api,
  callApi,
  fetchFile,
  fetchLessonMedia,
  fetchPaperImage,
  fetchRecording,
  setTransport,
  uploadLessonMedia,
  type ApiResult,
} from './gateway';
export { ApiError } from './api-error';
export { createEmbeddedTransport } from './embedded-transport';
export { createHttpTransport } from './http-transport';
export type { Credentials, StudentSession } from './transport';
