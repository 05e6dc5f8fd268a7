import type { Backend } from '@/lib/backend/types';
import { loadDemoImages, writeDemoContent, type DemoSummary } from '@/lib/backend/local/seed/demo';
import { describeContent, hasSiteContent, invalidateSiteCache } from './content';

/**
 * `npm run seed`: the demo content of a new embedded site (lib/backend/local/seed), written through
 * the port into either backend. Refuses a backend that already has entries, studs, gallery photos or
 * Basic Info unless `force` (the demo is then added beside what is there).
 */
export async function seedDemo(backend: Backend, opts: { force?: boolean; now?: number } = {}): Promise<DemoSummary> {
  if (!opts.force) {
    const content = await describeContent(backend);
    if (hasSiteContent(content)) {
      throw new Error(`The ${backend.kind} backend already has content (${content.summary}); the demo was not added. Add --force to add it anyway.`);
    }
  }
  const summary = await writeDemoContent(backend, await loadDemoImages(), opts.now);
  await invalidateSiteCache(backend);
  return summary;
}
