// Server tests log nothing unless asked, so failures stand out.
process.env.LOG_LEVEL ??= 'silent';
