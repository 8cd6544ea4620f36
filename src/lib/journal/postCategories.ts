/**
 * The journal's categories (requirements §3.4), in the order its filter lists them: what the home
 * page's newsletter promises, "updates about new ecosystems, research insights, and company
 * developments". Each has a page of its own, `/journal/category/{slug}`.
 */
export const postCategories = ['New Ecosystems', 'Research Insights', 'Company News'] as const;
export type PostCategory = (typeof postCategories)[number];

/** A category's address segment: 'Research Insights' → 'research-insights'. */
export function postCategorySlug(category: PostCategory): string {
  return category.toLowerCase().replaceAll(' ', '-');
}

export function isPostCategory(value: string): value is PostCategory {
  return (postCategories as readonly string[]).includes(value);
}
