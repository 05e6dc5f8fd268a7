/**
 * A validator for the site's structured data: every object's `@type` must be a schema.org type
 * listed here, every property must belong to that type in the schema.org vocabulary (its own or
 * inherited from Thing/Intangible/Organization/Place), and Google's required properties for the
 * rich results the site aims at must be there with values of the right kind:
 * - Product snippets: name, and offers (visitors reserve through contact; no reviews or ratings);
 *   the site also requires image, description and sku (the entry id) on every Product.
 * - Offer: price > 0 as a number or numeric string, priceCurrency USD, availability a schema.org
 *   ItemAvailability URL.
 * - ItemList (summary page): ListItems with position 1..n and an absolute url.
 * - BreadcrumbList: ListItems with position 1..n, name and item (the last may omit item).
 * - LocalBusiness: name, address (a PostalAddress), telephone, areaServed.
 * Used by unit tests and by the e2e tests on the built pages. Returns the problems found (empty: valid).
 */

const THING = ['@context', '@type', '@id', 'name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage'];
const ORGANIZATION = [...THING, 'telephone', 'email', 'address', 'logo', 'areaServed', 'contactPoint', 'founder', 'foundingDate', 'brand'];
const PLACE = [...THING, 'address', 'geo', 'telephone', 'containedInPlace'];

/** schema.org properties of each type the site emits (a subset of the vocabulary, the parts used). */
const VOCABULARY: Record<string, readonly string[]> = {
  Product: [...THING, 'sku', 'brand', 'offers', 'category', 'color', 'gtin', 'mpn', 'model', 'aggregateRating', 'review', 'itemCondition', 'isRelatedTo', 'weight'],
  Offer: [...THING, 'price', 'priceCurrency', 'availability', 'seller', 'priceValidUntil', 'itemCondition', 'businessFunction', 'availabilityStarts', 'eligibleRegion', 'areaServed', 'priceSpecification'],
  Brand: [...THING, 'logo', 'slogan'],
  Organization: ORGANIZATION,
  LocalBusiness: [...ORGANIZATION, ...PLACE, 'openingHours', 'priceRange', 'currenciesAccepted', 'paymentAccepted'],
  PostalAddress: [...THING, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry', 'postOfficeBoxNumber'],
  ItemList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item', 'nextItem', 'previousItem'],
  State: PLACE,
  Country: PLACE,
  AdministrativeArea: PLACE,
  City: PLACE,
  Place: PLACE,
};

const AVAILABILITY = new Set(
  ['InStock', 'PreOrder', 'OutOfStock', 'SoldOut', 'BackOrder', 'Discontinued', 'LimitedAvailability', 'OnlineOnly', 'InStoreOnly', 'PreSale', 'MadeToOrder'].map(
    (a) => `https://schema.org/${a}`,
  ),
);

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+/.test(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function checkPositions(items: unknown[], where: string, problems: string[]): Obj[] {
  const list = items.filter(isObj);
  if (list.length !== items.length) problems.push(`${where}: every itemListElement must be a ListItem`);
  list.forEach((it, i) => {
    if (it['@type'] !== 'ListItem') problems.push(`${where}[${i}]: @type must be ListItem`);
    if (it.position !== i + 1) problems.push(`${where}[${i}]: position must be ${i + 1}`);
  });
  return list;
}

function checkTyped(o: Obj, path: string, problems: string[]): void {
  const type = o['@type'];
  if (typeof type !== 'string' || !(type in VOCABULARY)) {
    problems.push(`${path}: unknown @type ${JSON.stringify(type)}`);
    return;
  }
  const allowed = new Set(VOCABULARY[type]);
  for (const key of Object.keys(o)) if (!allowed.has(key)) problems.push(`${path} (${type}): "${key}" is not a ${type} property`);
  if ('url' in o && !isAbsoluteUrl(o.url)) problems.push(`${path} (${type}): url must be absolute`);
  for (const img of asList(o.image)) if (!isAbsoluteUrl(img)) problems.push(`${path} (${type}): image must be an absolute URL`);

  switch (type) {
    case 'Product': {
      for (const k of ['name', 'description', 'sku']) if (!nonEmpty(o[k])) problems.push(`${path} (Product): ${k} is required`);
      if (asList(o.image).length === 0) problems.push(`${path} (Product): image is required`);
      const offers = asList(o.offers);
      if (offers.length === 0 && !o.review && !o.aggregateRating) problems.push(`${path} (Product): offers (or review/aggregateRating) is required`);
      offers.forEach((of, i) => {
        if (!isObj(of) || of['@type'] !== 'Offer') problems.push(`${path}.offers[${i}]: must be an Offer`);
      });
      break;
    }
    case 'Offer': {
      const price = typeof o.price === 'string' ? Number(o.price) : o.price;
      if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) problems.push(`${path} (Offer): price must be a number > 0`);
      if (o.priceCurrency !== 'USD') problems.push(`${path} (Offer): priceCurrency must be USD`);
      if (!AVAILABILITY.has(String(o.availability))) problems.push(`${path} (Offer): availability must be a schema.org ItemAvailability URL`);
      break;
    }
    case 'ItemList': {
      const list = checkPositions(asList(o.itemListElement), `${path}.itemListElement`, problems);
      list.forEach((it, i) => {
        const url = it.url ?? (isObj(it.item) ? it.item.url : it.item);
        if (!isAbsoluteUrl(url)) problems.push(`${path}.itemListElement[${i}]: an absolute url is required`);
      });
      if ('numberOfItems' in o && o.numberOfItems !== list.length) problems.push(`${path} (ItemList): numberOfItems must equal the items listed`);
      break;
    }
    case 'BreadcrumbList': {
      const list = checkPositions(asList(o.itemListElement), `${path}.itemListElement`, problems);
      if (list.length === 0) problems.push(`${path} (BreadcrumbList): itemListElement is required`);
      list.forEach((it, i) => {
        if (!nonEmpty(it.name)) problems.push(`${path}.itemListElement[${i}]: name is required`);
        const last = i === list.length - 1;
        if (!(last && it.item === undefined) && !isAbsoluteUrl(it.item)) problems.push(`${path}.itemListElement[${i}]: item must be an absolute URL`);
      });
      break;
    }
    case 'LocalBusiness': {
      if (!nonEmpty(o.name)) problems.push(`${path} (LocalBusiness): name is required`);
      if (!isObj(o.address) || o.address['@type'] !== 'PostalAddress') problems.push(`${path} (LocalBusiness): address (a PostalAddress) is required`);
      if (!nonEmpty(o.telephone)) problems.push(`${path} (LocalBusiness): telephone is required`);
      if (asList(o.areaServed).length === 0) problems.push(`${path} (LocalBusiness): areaServed is required`);
      break;
    }
  }

  for (const [key, value] of Object.entries(o)) {
    asList(value).forEach((v, i) => {
      if (isObj(v)) checkTyped(v, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`, problems);
    });
  }
}

/** Problems of one top-level JSON-LD block (an object or an array of them); empty when valid. */
export function validateJsonLd(block: unknown): string[] {
  const problems: string[] = [];
  asList(block).forEach((b, i) => {
    if (!isObj(b)) {
      problems.push(`block ${i}: not an object`);
      return;
    }
    if (b['@context'] !== 'https://schema.org') problems.push(`block ${i}: @context must be https://schema.org`);
    checkTyped(b, `block ${i}`, problems);
  });
  return problems;
}
