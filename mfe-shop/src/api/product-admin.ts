import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inStore, shopRequest, storeQuery, type ShopStore } from '@atlas/shell-kit';
import type { ProductChanges, ProductDetail, ProductPage, ShopBrand, ShopCategory } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

export interface VariationAttributeFields {
  attribute_name: string;
  value: string;
  attribute_type: 'select' | 'color' | 'size' | 'text';
  color_code: string | null;
}

export interface VariationFields {
  sku: string;
  regular_price: number | null;
  sale_price: number | null;
  stock_quantity: number;
  is_active: boolean;
  attributes: VariationAttributeFields[];
}

const productPath = (slug: string) => `products/${encodeURIComponent(slug)}/`;

/** The store's list for its managers: drafts and archived products too. */
export function useManagedProducts(store: ShopStore, query: Record<string, string>) {
  const withStatus = { status: 'all', ...query };
  return useQuery({
    queryKey: shopKeys.products(store, withStatus),
    queryFn: () => shopRequest<ProductPage>('GET', 'products/', undefined, { query: { ...withStatus, ...storeQuery(store) } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After any write in the store: the product's answer is kept and every list of the store is stale. */
function useProductWrite<Variables>(store: ShopStore, send: (variables: Variables) => Promise<ProductDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (product) => {
      if (product) queryClient.setQueryData(shopKeys.product(store, product.slug), product);
      void queryClient.invalidateQueries({ queryKey: shopKeys.productLists(store) });
      void queryClient.invalidateQueries({ queryKey: shopKeys.stockAlerts(store) });
    },
  });
}

/** A product's path under the store: a slug is unique within one store only, so it travels with `?site=`. */
const send = <T>(store: ShopStore, method: string, path: string, body?: unknown) =>
  shopRequest<T>(method, path, body, { query: storeQuery(store) });

/** Creates (no slug yet: the body names the store) or updates the product. */
export const useSaveProduct = (store: ShopStore, slug: string | undefined) =>
  useProductWrite(store, (fields: ProductChanges) =>
    slug
      ? send<ProductDetail>(store, 'PATCH', productPath(slug), fields)
      : shopRequest<ProductDetail>('POST', 'products/', inStore(store, fields)),
  );

export const useDeleteProduct = (store: ShopStore, slug: string) =>
  useProductWrite(store, () => send<null>(store, 'DELETE', productPath(slug)));

export const useSaveVariation = (store: ShopStore, slug: string) =>
  useProductWrite(store, ({ id, fields }: { id?: number; fields: VariationFields }) =>
    id
      ? send<ProductDetail>(store, 'PATCH', `${productPath(slug)}variations/${id}/`, fields)
      : send<ProductDetail>(store, 'POST', `${productPath(slug)}variations/`, fields),
  );

export const useDeleteVariation = (store: ShopStore, slug: string) =>
  useProductWrite(store, (id: number) => send<ProductDetail>(store, 'DELETE', `${productPath(slug)}variations/${id}/`));

export const useDeleteImage = (store: ShopStore, slug: string) =>
  useProductWrite(store, (id: number) => send<ProductDetail>(store, 'DELETE', `${productPath(slug)}images/${id}/`));

/** The product after an image upload (see image-upload.ts): kept like any other write's answer. */
export function useImageUploaded(store: ShopStore) {
  const queryClient = useQueryClient();
  return (product: ProductDetail) => {
    queryClient.setQueryData(shopKeys.product(store, product.slug), product);
    void queryClient.invalidateQueries({ queryKey: shopKeys.productLists(store) });
  };
}

/** A new category or brand of the store from the editor; the answer joins its list. */
export function useCreateTaxonomy(store: ShopStore, kind: 'categories' | 'brands') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => shopRequest<ShopCategory | ShopBrand>('POST', `${kind}/`, inStore(store, { name })),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: kind === 'categories' ? shopKeys.categories(store) : shopKeys.brands(store) }),
  });
}
