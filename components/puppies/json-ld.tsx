import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/domain/jsonld';

/** One structured-data block, escaped so its text cannot close the script early. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
