import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '@atlas/shell-kit';
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

/** Staff's list: drafts and archived products too. */
export function useManagedProducts(query: Record<string, string>) {
  const withStatus = { status: 'all', ...query };
  return useQuery({
    queryKey: shopKeys.products(withStatus),
    queryFn: () => shopRequest<ProductPage>('GET', 'products/', undefined, { query: withStatus }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After any staff write: the product's answer is kept and every list is stale. */
function useProductWrite<Variables>(send: (variables: Variables) => Promise<ProductDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (product) => {
      if (product) queryClient.setQueryData(shopKeys.product(product.slug), product);
      void queryClient.invalidateQueries({ queryKey: shopKeys.productLists() });
      void queryClient.invalidateQueries({ queryKey: shopKeys.stockAlerts() });
    },
  });
}

/** Creates (no slug yet) or updates the product. */
export const useSaveProduct = (slug: string | undefined) =>
  useProductWrite((fields: ProductChanges) =>
    slug ? shopRequest<ProductDetail>('PATCH', productPath(slug), fields) : shopRequest<ProductDetail>('POST', 'products/', fields),
  );

export const useDeleteProduct = (slug: string) => useProductWrite(() => shopRequest<null>('DELETE', productPath(slug)));

export const useSaveVariation = (slug: string) =>
  useProductWrite(({ id, fields }: { id?: number; fields: VariationFields }) =>
    id
      ? shopRequest<ProductDetail>('PATCH', `${productPath(slug)}variations/${id}/`, fields)
      : shopRequest<ProductDetail>('POST', `${productPath(slug)}variations/`, fields),
  );

export const useDeleteVariation = (slug: string) =>
  useProductWrite((id: number) => shopRequest<ProductDetail>('DELETE', `${productPath(slug)}variations/${id}/`));

export const useDeleteImage = (slug: string) =>
  useProductWrite((id: number) => shopRequest<ProductDetail>('DELETE', `${productPath(slug)}images/${id}/`));

/** The product after an image upload (see image-upload.ts): kept like any other write's answer. */
export function useImageUploaded() {
  const queryClient = useQueryClient();
  return (product: ProductDetail) => {
    queryClient.setQueryData(shopKeys.product(product.slug), product);
    void queryClient.invalidateQueries({ queryKey: shopKeys.productLists() });
  };
}

/** A new category or brand from the editor; the answer joins its list. */
export function useCreateTaxonomy(kind: 'categories' | 'brands') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => shopRequest<ShopCategory | ShopBrand>('POST', `${kind}/`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kind === 'categories' ? shopKeys.categories() : shopKeys.brands() }),
  });
}
