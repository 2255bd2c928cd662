// The host toolkit as plugins receive it, for unit tests of plugin helper modules.

import { createLogger } from '../../src/observability/logger.js';
import { createHostToolkit } from '../../src/registry/host-toolkit.js';

export const toolkit = createHostToolkit(createLogger('silent'), 'test');
