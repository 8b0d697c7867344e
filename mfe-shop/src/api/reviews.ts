import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRequest, storeQuery, type ShopStore } from '@atlas/shell-kit';
import type { ProductReview } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

interface ReviewForm {
  rating: number;
  title: string;
  content: string;
}

const reviewsPath = (slug: string) => `products/${encodeURIComponent(slug)}/`;

export function useReviews(store: ShopStore, slug: string) {
  return useQuery({
    queryKey: shopKeys.reviews(store, slug),
    queryFn: async () =>
      (await shopRequest<{ results: ProductReview[] }>('GET', `${reviewsPath(slug)}reviews/`, undefined, { query: storeQuery(store) }))
        .results,
    retry: false,
  });
}

/** A new review changes the list and the product's rating. */
export function useAddReview(store: ShopStore, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewForm) =>
      shopRequest<ProductReview>('POST', `${reviewsPath(slug)}add_review/`, review, { query: storeQuery(store) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.reviews(store, slug) });
      void queryClient.invalidateQueries({ queryKey: shopKeys.product(store, slug) });
    },
  });
}
