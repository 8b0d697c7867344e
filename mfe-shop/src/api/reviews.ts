import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '@atlas/shell-kit';
import type { ProductReview } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

interface ReviewForm {
  rating: number;
  title: string;
  content: string;
}

export function useReviews(slug: string) {
  return useQuery({
    queryKey: shopKeys.reviews(slug),
    queryFn: async () => (await shopRequest<{ results: ProductReview[] }>('GET', `products/${encodeURIComponent(slug)}/reviews/`)).results,
    retry: false,
  });
}

/** A new review changes the list and the product's rating. */
export function useAddReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewForm) => shopRequest<ProductReview>('POST', `products/${encodeURIComponent(slug)}/add_review/`, review),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.reviews(slug) });
      void queryClient.invalidateQueries({ queryKey: shopKeys.product(slug) });
    },
  });
}
