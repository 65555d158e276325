/** A setup mistake shown right under the control it concerns (ids from config-problems.ts). */
import type { FieldProblems } from './config-problems.ts';

export function FieldError({ field, problems }: { field: string; problems: FieldProblems }) {
  const text = problems[field];
  if (!text) return null;
  return (
    <p className="field-error" id={`${field}-error`} role="alert" data-field={field}>
      {text}
    </p>
  );
}

/** aria attributes that tie a control to its problem, when it has one. */
export function invalidProps(field: string, problems: FieldProblems): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};
}
