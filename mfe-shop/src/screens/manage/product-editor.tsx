import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, ConfirmDialog, EmptyState, Input, PageHeader, Select, useToast, errorText, fieldErrors } from '@atlas/shell-kit';
import { PRODUCT_STATUSES, type ProductDetail } from '@atlas/commerce/contract';
import { useBrands, useCategories, useProduct } from '../../api/catalogue';
import { useDeleteProduct, useSaveProduct } from '../../api/product-admin';
import { Loading } from '../shared/loading';
import { statusLabel } from '../shared/order-status';
import { TextArea } from '../shared/text-area';
import { ImagesEditor } from './images-editor';
import { ProductStatusBadge } from './product-manager';
import { productForm, productPayload, validateProductForm, type ProductForm, type ProductFormErrors } from './product-form';
import { StaffOnly } from './staff-only';
import { VariationsEditor } from './variations-editor';
import './manage.css';

const LIST = '/dashboard/products/manage';

function ProductFormCard({ product }: { product?: ProductDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveProduct(product?.slug);
  const remove = useDeleteProduct(product?.slug ?? '');
  const categories = useCategories();
  const brands = useBrands();
  const [form, setForm] = useState<ProductForm>(() => productForm(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const edit = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, form: _form, ...others }) => others);
  };
  const text = (
    key: keyof ProductForm,
    label: string,
    extra: { required?: boolean; hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Input label={label} value={form[key] as string} error={errors[key]} onChange={(event) => edit(key, event.target.value)} {...extra} />
  );
  const check = (key: 'manage_stock' | 'allow_backorders' | 'featured', label: string) => (
    <label className="shop-check">
      <input type="checkbox" checked={form[key]} onChange={(event) => edit(key, event.target.checked)} />
      {label}
    </label>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProductForm(form);
    if (Object.keys(found).length > 0) return setErrors(found);
    try {
      const saved = await save.mutateAsync(productPayload(form));
      if (!saved) return;
      toast.success(product ? 'Product saved' : 'Product created');
      if (saved.slug !== product?.slug) navigate(`${LIST}/${saved.slug}`, { replace: true });
    } catch (error) {
      setErrors({ ...fieldErrors(error), form: errorText(error, 'Failed to save the product') });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Product">
      <Card
        title="Product Details"
        actions={
          product && (
            <Button variant="danger" size="sm" onClick={() => setConfirmingDelete(true)}>
              Delete Product
            </Button>
          )
        }
      >
        <div className="shop-editor__grid">
          <div className="shop-editor__wide">{text('name', 'Name', { required: true })}</div>
          {text('slug', 'Slug', { hint: 'Left empty, it is made from the name.' })}
          {text('sku', 'SKU')}
          <div className="shop-editor__wide">
            <TextArea
              label="Short description"
              rows={2}
              maxLength={500}
              value={form.short_description}
              onChange={(event) => edit('short_description', event.target.value)}
            />
          </div>
          <div className="shop-editor__wide">
            <TextArea
              label="Description"
              rows={6}
              maxLength={20000}
              value={form.description}
              onChange={(event) => edit('description', event.target.value)}
            />
          </div>
          {text('regular_price', 'Regular price', { required: true, inputMode: 'decimal' })}
          {text('sale_price', 'Sale price', { inputMode: 'decimal', hint: 'Empty: not on sale.' })}
          {text('stock_quantity', 'Stock quantity', { inputMode: 'numeric' })}
          {text('low_stock_threshold', 'Low stock threshold', { inputMode: 'numeric' })}
          <div className="shop-editor__checks shop-editor__wide">
            {check('manage_stock', 'Manage stock')}
            {check('allow_backorders', 'Allow backorders')}
            {check('featured', 'Featured')}
          </div>
          <Select
            label="Status"
            value={form.status}
            options={PRODUCT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            onChange={(event) => edit('status', event.target.value)}
          />
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
        </div>
        {errors.form && (
          <p className="shop-form-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="shop-editor__actions">
          <Button type="submit" loading={save.isPending}>
            {product ? 'Save Product' : 'Create Product'}
          </Button>
        </div>
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
              navigate(LIST, { replace: true });
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

function EditProduct({ slug }: { slug: string }) {
  const product = useProduct(slug);
  if (product.isPending) return <Loading label="Loading product..." />;
  if (!product.data) {
    return (
      <EmptyState
        title="Product not found"
        action={
          <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={LIST}>
            Back to Products
          </Link>
        }
      />
    );
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
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={LIST}>
              Back to Products
            </Link>
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={`/dashboard/products/${current.slug}`}>
              View in Shop
            </Link>
          </>
        }
      />
      <ProductFormCard key={current.id} product={current} />
      <VariationsEditor product={current} />
      <ImagesEditor product={current} />
    </div>
  );
}

/** /dashboard/products/manage/new and /dashboard/products/manage/:slug. Staff only. */
export function ProductEditor({ slug }: { slug?: string }) {
  return (
    <StaffOnly>
      {slug ? (
        <EditProduct slug={slug} />
      ) : (
        <div className="atlas-screen shop-manage">
          <PageHeader
            title="New Product"
            actions={
              <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={LIST}>
                Back to Products
              </Link>
            }
          />
          <ProductFormCard />
        </div>
      )}
    </StaffOnly>
  );
}
