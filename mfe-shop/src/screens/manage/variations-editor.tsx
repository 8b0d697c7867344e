import { useState, type FormEvent } from 'react';
import { Button, Card, ConfirmDialog, Input, Modal, Select, useToast, errorText } from '@atlas/shell-kit';
import type { ProductDetail, ProductVariation } from '@atlas/commerce/contract';
import { useDeleteVariation, useSaveVariation, type VariationAttributeFields, type VariationFields } from '../../api/product-admin';
import { formatPrice } from '../shared/money';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';

const ATTRIBUTE_TYPES = ['select', 'color', 'size', 'text'] as const;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

interface AttributeRow {
  attribute_name: string;
  value: string;
  attribute_type: VariationAttributeFields['attribute_type'];
  color_code: string;
}

interface VariationDraft {
  sku: string;
  regular_price: string;
  sale_price: string;
  stock_quantity: string;
  is_active: boolean;
  attributes: AttributeRow[];
}

function draftOf(variation?: ProductVariation): VariationDraft {
  return {
    sku: variation?.sku ?? '',
    regular_price: variation ? String(variation.regular_price) : '',
    sale_price: variation?.is_on_sale ? String(variation.price) : '',
    stock_quantity: String(variation?.stock_quantity ?? 0),
    is_active: variation?.is_active ?? true,
    attributes: variation?.attributes.map((a) => ({
      attribute_name: a.attribute_name,
      value: a.value,
      attribute_type: (ATTRIBUTE_TYPES as readonly string[]).includes(a.attribute_type)
        ? (a.attribute_type as AttributeRow['attribute_type'])
        : 'select',
      color_code: a.color_code ?? '',
    })) ?? [{ attribute_name: '', value: '', attribute_type: 'select', color_code: '' }],
  };
}

/** The draft's faults, or the fields to send. */
function checkDraft(draft: VariationDraft): { error: string } | { fields: VariationFields } {
  const attributes = draft.attributes.filter((a) => a.attribute_name.trim() || a.value.trim());
  if (attributes.length === 0) return { error: 'A variation needs at least one attribute' };
  if (attributes.some((a) => !a.attribute_name.trim() || !a.value.trim())) return { error: 'Every attribute needs a name and a value' };
  if (attributes.some((a) => a.color_code && !COLOUR.test(a.color_code))) return { error: 'A colour code looks like #1A2B3C' };
  if (!/^-?\d+$/.test(draft.stock_quantity.trim())) return { error: 'Stock must be a whole number' };
  const money = (text: string) => (text.trim() ? Number(text) : null);
  if ([draft.regular_price, draft.sale_price].some((text) => text.trim() && !/^\d+(\.\d{1,2})?$/.test(text.trim()))) {
    return { error: 'Prices are amounts like 19.99' };
  }
  return {
    fields: {
      sku: draft.sku.trim(),
      regular_price: money(draft.regular_price),
      sale_price: money(draft.sale_price),
      stock_quantity: Number(draft.stock_quantity),
      is_active: draft.is_active,
      attributes: attributes.map((a) => ({
        attribute_name: a.attribute_name.trim(),
        value: a.value.trim(),
        attribute_type: a.attribute_type,
        color_code: a.color_code || null,
      })),
    },
  };
}

/** 'Name' on screen, 'Name of attribute 2' to a screen reader. */
const AttributeLabel = ({ text, index }: { text: string; index: number }) => (
  <>
    {text}
    <span className="atlas-visually-hidden"> of attribute {index + 1}</span>
  </>
);

function VariationModal({ slug, variation, onClose }: { slug: string; variation?: ProductVariation; onClose(): void }) {
  const save = useSaveVariation(useStore(), slug);
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftOf(variation));
  const [error, setError] = useState('');
  const setAttribute = (index: number, change: Partial<AttributeRow>) =>
    setDraft((current) => ({ ...current, attributes: current.attributes.map((a, i) => (i === index ? { ...a, ...change } : a)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if ('error' in checked) return setError(checked.error);
    try {
      await save.mutateAsync({ id: variation?.id, fields: checked.fields });
      toast.success(variation ? 'Variation saved' : 'Variation added');
      onClose();
    } catch (failure) {
      setError(errorText(failure, 'Failed to save the variation'));
    }
  };

  return (
    <Modal
      open
      title={variation ? 'Edit Variation' : 'Add Variation'}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="shop-variation-form" loading={save.isPending}>
            Save Variation
          </Button>
        </>
      }
    >
      <form id="shop-variation-form" className="shop-editor__grid" onSubmit={submit} noValidate>
        <Input label="SKU" value={draft.sku} onChange={(e) => setDraft({ ...draft, sku: e.target.value })} />
        <Input
          label="Stock"
          type="number"
          value={draft.stock_quantity}
          onChange={(e) => setDraft({ ...draft, stock_quantity: e.target.value })}
        />
        <Input
          label="Regular price"
          inputMode="decimal"
          hint="Empty: the product's price"
          value={draft.regular_price}
          onChange={(e) => setDraft({ ...draft, regular_price: e.target.value })}
        />
        <Input
          label="Sale price"
          inputMode="decimal"
          value={draft.sale_price}
          onChange={(e) => setDraft({ ...draft, sale_price: e.target.value })}
        />
        <label className="shop-check shop-editor__wide">
          <input type="checkbox" checked={draft.is_active} onChange={(e) => setDraft({ ...draft, is_active: e.target.checked })} />
          Active (offered in the shop)
        </label>
        <fieldset className="shop-editor__wide shop-attributes">
          <legend>Attributes</legend>
          {draft.attributes.map((attribute, index) => (
            <div key={index} className="shop-attributes__row">
              <Input
                label={<AttributeLabel text="Name" index={index} />}
                placeholder="Color"
                value={attribute.attribute_name}
                onChange={(e) => setAttribute(index, { attribute_name: e.target.value })}
              />
              <Input
                label={<AttributeLabel text="Value" index={index} />}
                placeholder="Red"
                value={attribute.value}
                onChange={(e) => setAttribute(index, { value: e.target.value })}
              />
              <Select
                label={<AttributeLabel text="Type" index={index} />}
                value={attribute.attribute_type}
                options={ATTRIBUTE_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))}
                onChange={(e) => setAttribute(index, { attribute_type: e.target.value as AttributeRow['attribute_type'] })}
              />
              <Input
                label={<AttributeLabel text="Colour code" index={index} />}
                placeholder="#1A2B3C"
                value={attribute.color_code}
                onChange={(e) => setAttribute(index, { color_code: e.target.value })}
                trailing={
                  COLOUR.test(attribute.color_code) ? (
                    <span className="shop-option__swatch" style={{ background: attribute.color_code }} aria-hidden="true" />
                  ) : undefined
                }
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={draft.attributes.length === 1}
                onClick={() => setDraft((current) => ({ ...current, attributes: current.attributes.filter((_, i) => i !== index) }))}
              >
                Remove<span className="atlas-visually-hidden"> attribute {index + 1}</span>
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={draft.attributes.length >= 5}
            onClick={() =>
              setDraft((current) => ({
                ...current,
                attributes: [...current.attributes, { attribute_name: '', value: '', attribute_type: 'select', color_code: '' }],
              }))
            }
          >
            Add Attribute
          </Button>
        </fieldset>
        {error && (
          <p className="shop-form-error shop-editor__wide" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** A product's variations: list, add, edit, delete. */
export function VariationsEditor({ product }: { product: ProductDetail }) {
  const remove = useDeleteVariation(useStore(), product.slug);
  const edits = useStoreAllows('catalogue');
  const toast = useToast();
  const [editing, setEditing] = useState<ProductVariation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductVariation | null>(null);

  return (
    <Card
      title="Variations"
      actions={
        edits && (
          <Button size="sm" onClick={() => setEditing('new')}>
            Add Variation
          </Button>
        )
      }
    >
      {product.variations.length === 0 ? (
        <p className="shop-muted">No variations: the product is sold as it is.</p>
      ) : (
        <ul className="shop-rows shop-variation-rows">
          {product.variations.map((variation) => (
            <li key={variation.id}>
              <span>
                <strong>{variation.attributes.map((a) => a.value).join(' / ') || variation.sku}</strong>
                <span className="shop-muted"> {variation.sku}</span>
                {!variation.is_active && <span className="shop-muted"> (inactive)</span>}
              </span>
              <span>{formatPrice(variation.price)}</span>
              <span className="shop-muted">{variation.stock_quantity} in stock</span>
              {edits && (
                <span className="shop-row-actions">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(variation)}>
                    Edit<span className="atlas-visually-hidden"> {variation.sku}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(variation)}>
                    Delete<span className="atlas-visually-hidden"> {variation.sku}</span>
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <VariationModal slug={product.slug} variation={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Variation"
        message="Are you sure you want to delete this variation?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Variation deleted'),
            onError: (error) => toast.error(errorText(error, 'Failed to delete the variation')),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Card>
  );
}
