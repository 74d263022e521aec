import 'next-auth';

declare module 'next-auth' {
  interface User {
    studentId: number;
    apiToken: string;
  }
  interface Session {
    studentId: number;
  }
}
