import { toPuppy, type Puppy } from '@/lib/domain/puppy';

/** A row of the entries table, as SQLite returns it. */
export type PuppyRow = {
  id: string;
  entry_type: string | null;
  name: string | null;
  description: string | null;
  image_url: string | null;
  sort_order: number | null;
  status: string | null;
  price: number | null;
  sex: string | null;
  color: string | null;
  dob: string | null;
  available_date: string | null;
  dam_name: string | null;
  stud_name: string | null;
  expected_date: string | null;
  is_public: number | null;
  /** docs/litters.md (migration 6): the puppy's litter; NULL on older rows. */
  litter_id?: string | null;
  created_at: string;
  updated_at: string;
};

/** The one place a SQL row becomes a Puppy (NULL columns get the docs/product.md defaults). */
export function rowToPuppy(r: PuppyRow): Puppy {
  return toPuppy(r.id, {
    entryType: r.entry_type,
    name: r.name,
    description: r.description,
    imageUrl: r.image_url,
    order: r.sort_order,
    status: r.status,
    price: r.price,
    sex: r.sex,
    color: r.color,
    dob: r.dob,
    availableDate: r.available_date,
    damName: r.dam_name,
    studName: r.stud_name,
    expectedDate: r.expected_date,
    public: r.is_public === null ? undefined : r.is_public !== 0,
    litterId: r.litter_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}
