/** Which framework build this is: tsup defines it per build ('preact' by default, 'react' with BUILD=react). */
declare const __BUILD__: 'preact' | 'react';
