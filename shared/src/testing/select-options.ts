/** What a select offers, in order: each option's value. */
export const optionValues = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.value);

/** What a select offers, in order: each option as it reads. */
export const optionTexts = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);
