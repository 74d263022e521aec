/**
 * A neutral head-and-shoulders silhouette, used when there is no photo or it fails to load. In a
 * module of its own, so Sign Up's photo picker shows it without shipping the Avatar component.
 */
export const BLANK_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23e2e8f0'/%3E%3Ccircle cx='32' cy='25' r='12' fill='%2394a3b8'/%3E%3Cpath d='M10 60c2-13 11-20 22-20s20 7 22 20' fill='%2394a3b8'/%3E%3C/svg%3E";
