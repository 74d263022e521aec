import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each of this domain's console calls lives and which operators may make it; zod-free, so
 * the console's islands import it. Apart from the site's (endpoints.ts), so no site page loads it.
 */
export const consoleCaseEndpoints = {
  // The console: every category and case, drafts included; editors make, edit and publish them.
  listCaseCategoriesForConsole: endpoint({
    path: 'console/short/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support'],
    via: 'page',
  }),
  consoleCaseCategoryDetails: endpoint({
    path: 'console/short/details',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support'],
    via: 'page',
  }),
  consoleCaseDetails: endpoint({
    path: 'console/short/sub/details',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support'],
    via: 'page',
  }),
  createCaseCategory: endpoint({
    path: 'console/short/create',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  renameCaseCategory: endpoint({
    path: 'console/short/rename',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  publishCaseCategory: endpoint({
    path: 'console/short/publish',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  moveCaseCategory: endpoint({
    path: 'console/short/move',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  createCase: endpoint({
    path: 'console/short/sub/create',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  updateCase: endpoint({
    path: 'console/short/sub/save',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  uploadCaseImage: endpoint({
    path: 'console/short/sub/image',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    encoding: 'multipart',
    via: 'console',
  }),
  // A case's series (a long case's slices): uploaded one slice per request, in the order picked.
  uploadCaseSlice: endpoint({
    path: 'console/short/sub/series/upload',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    encoding: 'multipart',
    via: 'console',
  }),
  removeCaseSlice: endpoint({
    path: 'console/short/sub/series/remove',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  moveCaseSlice: endpoint({
    path: 'console/short/sub/series/move',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  clearCaseSeries: endpoint({
    path: 'console/short/sub/series/clear',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  // A series from DICOM: the files (zipped by the console) stream to their own route; the
  // series then waits, with its de-identification report, until an editor publishes it.
  uploadCaseDicom: endpoint({
    path: 'console/case-dicom/{caseId}',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'route',
  }),
  publishCaseDicom: endpoint({
    path: 'console/short/sub/dicom/publish',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  discardCaseDicom: endpoint({
    path: 'console/short/sub/dicom/discard',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  publishCase: endpoint({
    path: 'console/short/sub/publish',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  moveCase: endpoint({
    path: 'console/short/sub/move',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
};
