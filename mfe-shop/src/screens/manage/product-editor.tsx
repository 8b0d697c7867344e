import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, ConfirmDialog, EmptyState, Input, PageHeader, Select, useToast, errorText, fieldErrors } from '@atlas/shell-kit';
import type { ProductDetail } from '@atlas/commerce/contract';
import { useBrands, useCategories, useProduct } from '../../api/catalogue';
import { useDeleteProduct, useSaveProduct } from '../../api/product-admin';
import { Loading } from '../shared/loading';
import { TextArea } from '../shared/text-area';
import { ImagesEditor } from './images-editor';
import { ProductStatusBadge } from './product-manager';
import {
  PRODUCT_FIELDS,
  productForm,
  productPayload,
  validateProductForm,
  type PlainField,
  type ProductForm,
  type ProductFormErrors,
} from './product-form';
import { StoreGate } from './store-gate';
import { VariationsEditor } from './variations-editor';
import './manage.css';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';
import { useStorePaths } from '../../store/store-paths';

/** The plain fields in rows of the grid: each field alone, a run of checkboxes together. */
function fieldRows(fields: readonly PlainField[]): PlainField[][] {
  const rows: PlainField[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.kind === 'check' && last?.[0].kind === 'check') last.push(field);
    else rows.push([field]);
  }
  return rows;
}

function ProductFormCard({ product }: { product?: ProductDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const store = useStore();
  const paths = useStorePaths();
  // A viewer of a site reads the product: the fields show, nothing saves.
  const edits = useStoreAllows('catalogue');
  const save = useSaveProduct(store, product?.slug);
  const remove = useDeleteProduct(store, product?.slug ?? '');
  const categories = useCategories(store);
  const brands = useBrands(store);
  const [form, setForm] = useState<ProductForm>(() => productForm(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const edit = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, form: _form, ...others }) => others);
  };
  const input = (field: PlainField) => {
    const value = form[field.key];
    if (typeof value === 'boolean') {
      return (
        <label key={field.key} className="shop-check">
          <input type="checkbox" checked={value} onChange={(event) => edit(field.key, event.target.checked)} />
          {field.label}
        </label>
      );
    }
    const change = (event: { target: { value: string } }) => edit(field.key, event.target.value);
    if (field.kind === 'select') {
      return <Select key={field.key} label={field.label} value={value} options={[...(field.options ?? [])]} onChange={change} />;
    }
    if (field.kind === 'textarea') {
      return <TextArea key={field.key} label={field.label} rows={field.rows} maxLength={field.maxLength} value={value} onChange={change} />;
    }
    const inputMode = field.kind === 'amount' ? 'decimal' : field.kind === 'whole' ? 'numeric' : undefined;
    return (
      <Input
        key={field.key}
        label={field.label}
        value={value}
        error={errors[field.key]}
        onChange={change}
        required={field.required}
        hint={field.hint}
        inputMode={inputMode}
      />
    );
  };
  // The fields in their order, a run of checkboxes in one row, wide ones across both columns.
  const plainFields = fieldRows(PRODUCT_FIELDS).map((row) =>
    row[0].kind === 'check' ? (
      <div key={row[0].key} className="shop-editor__checks shop-editor__wide">
        {row.map(input)}
      </div>
    ) : row[0].wide ? (
      <div key={row[0].key} className="shop-editor__wide">
        {input(row[0])}
      </div>
    ) : (
      input(row[0])
    ),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProductForm(form);
    if (Object.keys(found).length > 0) return setErrors(found);
    try {
      const saved = await save.mutateAsync(productPayload(form));
      if (!saved) return;
      toast.success(product ? 'Product saved' : 'Product created');
      if (saved.slug !== product?.slug) navigate(paths.product(saved.slug), { replace: true });
    } catch (error) {
      setErrors({ ...fieldErrors(error), form: errorText(error, 'Failed to save the product') });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Product">
      <Card
        title="Product Details"
        actions={
          product &&
          edits && (
            <Button variant="danger" size="sm" onClick={() => setConfirmingDelete(true)}>
              Delete Product
            </Button>
          )
        }
      >
        <fieldset className="shop-editor__grid" disabled={!edits}>
          {plainFields}
          <Select
            label="Category"
            value={form.category}
            options={[{ value: '', label: 'No category' }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
            onChange={(event) => edit('category', event.target.value)}
          />
          <Select
            label="Brand"
            value={form.brand}
            options={[{ value: '', label: 'No brand' }, ...(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))]}
            onChange={(event) => edit('brand', event.target.value)}
          />
        </fieldset>
        {errors.form && (
          <p className="shop-form-error" role="alert">
            {errors.form}
          </p>
        )}
        {edits && (
          <div className="shop-editor__actions">
            <Button type="submit" loading={save.isPending}>
              {product ? 'Save Product' : 'Create Product'}
            </Button>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Product"
        message="Are you sure you want to delete this product?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Product deleted');
              navigate(paths.products, { replace: true });
            },
            onError: (error) => {
              setConfirmingDelete(false);
              toast.error(errorText(error, 'Failed to delete the product'));
            },
          })
        }
      />
    </form>
  );
}

function BackToProducts() {
  return (
    <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={useStorePaths().products}>
      Back to Products
    </Link>
  );
}

function EditProduct({ slug }: { slug: string }) {
  const store = useStore();
  const product = useProduct(store, slug);
  if (product.isPending) return <Loading label="Loading product..." />;
  if (!product.data) {
    return <EmptyState title="Product not found" action={<BackToProducts />} />;
  }
  const current = product.data;
  return (
    <div className="atlas-screen shop-manage">
      <PageHeader
        title={
          <span className="shop-order__title">
            {current.name} <ProductStatusBadge status={current.status} />
          </span>
        }
        actions={
          <>
            <BackToProducts />
            {store.site === null && (
              <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={`/dashboard/products/${current.slug}`}>
                View in Shop
              </Link>
            )}
          </>
        }
      />
      <ProductFormCard key={current.id} product={current} />
      <VariationsEditor product={current} />
      <ImagesEditor product={current} />
    </div>
  );
}

/**
 * /dashboard/products/manage/new|:slug and /dashboard/sites/:siteId/shop/products/new|:slug. A new product
 * needs the catalogue role (staff on the platform); an existing one opens read-only for a site's viewers.
 */
export function ProductEditor({ slug }: { slug?: string }) {
  return (
    <StoreGate need={slug ? 'read' : 'catalogue'}>
      {slug ? (
        <EditProduct slug={slug} />
      ) : (
        <div className="atlas-screen shop-manage">
          <PageHeader title="New Product" actions={<BackToProducts />} />
          <ProductFormCard />
        </div>
      )}
    </StoreGate>
  );
}
