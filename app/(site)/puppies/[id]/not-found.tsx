import { PuppyMissing } from '@/components/puppies/puppy-missing';

export default function PuppyNotFound() {
  return <PuppyMissing />;
}
