import { z } from 'zod';

// Zod would probe for eval() to compile its parsers, which the site's CSP refuses (and reports) in the browser. Every
// module of src/ imports zod from here, so no browser chunk uses it unconfigured.
z.config({ jitless: true });

export { z };
