// npm run content:preview-token -- <articleSlug> [--days N]
// Prints a signed token that lets anyone holding it read that article (draft or published) at
// /resources/article/preview/<slug>?token=<token> until it expires.
import { loadConfig } from '../config.js';
import { createPreviewToken, PREVIEW_TOKEN_DEFAULT_DAYS, previewSecret } from '../services/content/previewTokens.js';

let slug: string | undefined;
let days = PREVIEW_TOKEN_DEFAULT_DAYS;
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index++) {
  if (args[index] === '--days') days = Number(args[++index]);
  else slug ??= args[index];
}

if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || !Number.isFinite(days) || days <= 0 || days > 90) {
  console.error('Usage: npm run content:preview-token -- <articleSlug> [--days N]   (N from 1 to 90, default 7)');
  process.exit(2);
}

const config = loadConfig();
const expiresAt = new Date(Date.now() + days * 86_400_000);
const token = createPreviewToken(previewSecret(config), slug, expiresAt);
console.log(token);
console.error(`Preview until ${expiresAt.toISOString()}: /resources/article/preview/${slug}?token=${token}`);
