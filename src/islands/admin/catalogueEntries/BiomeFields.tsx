import { biomeCategory } from '../../../lib/catalogue/biomeCategory.ts';
import type { BiomeFormValues } from '../../../lib/forms/biomeForm.ts';
import { biomeFieldLimits } from '../../../lib/schemas/biome.ts';
import { formClasses as forms } from '../../forms/formClasses.ts';
import CategoryBadge from '../../biomes/CategoryBadge.tsx';
import styles from '../common/admin.module.css';
import { AdminTextField } from '../fields/AdminTextField.tsx';
import type { EntryFieldsProps } from './catalogueEntryKind.ts';

type TextKey = Exclude<keyof BiomeFormValues, 'isActive' | 'imageUrl' | 'imageAlt'>;

/**
 * A biome's own fields (requirements §3). Under the title, the category badge as requirements §4 derives it from
 * the title, changing as the owner types, so they see what visitors will see.
 */
export function BiomeFields({ values, onChange, errors, disabled }: EntryFieldsProps<BiomeFormValues>) {
  const field = (key: TextKey, label: string, maxLength: number, extra: { rows?: number; hint?: string } = {}) => (
    <AdminTextField
      label={label}
      value={values[key]}
      onChange={(value) => onChange({ ...values, [key]: value })}
      maxLength={maxLength}
      error={errors[key]}
      disabled={disabled}
      {...extra}
    />
  );
  return (
    <>
      {field('title', 'Title', biomeFieldLimits.title)}
      <p className={styles.hint} aria-live="polite">
        Badge on the site: <CategoryBadge category={biomeCategory(values.title)} />
      </p>
      <div className={forms.pair}>
        {field('type', 'Type', biomeFieldLimits.type, { hint: 'Such as Aquatic or Terrestrial.' })}
        {field('price', 'Price (US dollars)', 20, { hint: 'Such as 149.00.' })}
      </div>
      {field('description', 'Description', biomeFieldLimits.description, { rows: 5 })}
      <div className={styles.triple}>
        {field('lightLevel', 'Light level', biomeFieldLimits.condition)}
        {field('temperature', 'Temperature', biomeFieldLimits.condition)}
        {field('waterNeeds', 'Water needs', biomeFieldLimits.condition)}
      </div>
    </>
  );
}
