// `npm run bench`: every benchmark of the project, one section after another, figures printed as tables.
import { benchServiceExport } from './service-export.js';

console.log('## Engagement service: export through the paging iterator');
console.table(await benchServiceExport());
