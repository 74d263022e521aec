import { TextDecoder, TextEncoder } from 'node:util';

import '@testing-library/jest-dom';

// jsdom leaves out the Encoding API, which the series viewer's PNG decoder (fast-png) needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
