/** 'draft' → 'Draft': how option values read as labels. */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
