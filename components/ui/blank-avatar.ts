/**
 * A neutral head-and-shoulders silhouette, used when there is no photo or it fails to load. In a
 * module of its own, so Sign Up's photo picker shows it without shipping the Avatar component.
 */
export const BLANK_AVATAR =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2064%2064'%3E%3Crect%20width='64'%20height='64'%20fill='%23e2e8f0'/%3E%3Ccircle%20cx='32'%20cy='25'%20r='12'%20fill='%2394a3b8'/%3E%3Cpath%20d='M10%2060c2-13%2011-20%2022-20s20%207%2022%2020'%20fill='%2394a3b8'/%3E%3C/svg%3E";
