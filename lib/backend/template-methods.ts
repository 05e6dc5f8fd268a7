import {
  contractIssueInputSchema,
  contractSignatureInputSchema,
  contractTemplateInputSchema,
  type ContractIssueInput,
  type ContractSignatureInput,
  type ContractTemplate,
  type ContractTemplateInput,
} from '@/lib/domain/contract';
import { AppError, parseInput } from '@/lib/domain/errors';
import { isValidId } from './ids';
import type { ContractStore } from './types';

/** The port's methods of a record table or collection of contract templates (`methods` of local/table.ts or firebase/collection.ts). */
type TemplateRecords = {
  get(params: { id: string }): Promise<ContractTemplate | null>;
  create(params: { input: ContractTemplateInput }): Promise<ContractTemplate>;
  update(params: { id: string; input: ContractTemplateInput }): Promise<ContractTemplate>;
  delete(params: { id: string }): Promise<ContractTemplate>;
  importRecord(params: { record: ContractTemplate }): Promise<ContractTemplate>;
};

const checkTemplate = (i: ContractTemplateInput) => parseInput(contractTemplateInputSchema, i, 'template');
/** The contract store's input checks on both backends: an issued contract, a signature. */
export const checkIssue = (i: ContractIssueInput) => parseInput(contractIssueInputSchema, i, 'contract');
export const checkSignature = (s: ContractSignatureInput) => parseInput(contractSignatureInputSchema, s, 'signature');

/**
 * The contract store's template methods on both backends: each adapter keeps its templates as plain
 * records and gives its oldest-first list; the input is checked here, once.
 */
export function templateMethods(
  records: TemplateRecords,
  listOldestFirst: () => Promise<ContractTemplate[]>,
): Pick<ContractStore, 'listTemplates' | 'getTemplate' | 'createTemplate' | 'updateTemplate' | 'deleteTemplate' | 'importTemplate'> {
  return {
    listTemplates: listOldestFirst,
    getTemplate: ({ id }) => records.get({ id }),
    createTemplate: async ({ input }) => records.create({ input: checkTemplate(input) }),
    updateTemplate: async ({ id, input }) => records.update({ id, input: checkTemplate(input) }),
    deleteTemplate: ({ id }) => records.delete({ id }),
    async importTemplate({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad template id ${JSON.stringify(record.id)}`);
      return records.importRecord({ record: { ...record, ...checkTemplate(record) } });
    },
  };
}
