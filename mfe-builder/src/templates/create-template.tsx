import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, PageHeader, Select, Skeleton, useToast, errorText } from '@atlas/shell-kit';
import { useSites } from '../api/sites';
import { useSitePages } from '../api/pages';
import { useSaveAsTemplate } from '../api/templates';
import { TemplateFields, useTemplateDetails } from './template-fields';
import './templates.css';

/** /dashboard/templates/create: one of the user's saved pages becomes their own template in the gallery. */
export default function CreateTemplate() {
  const sites = useSites();
  const [siteId, setSiteId] = useState<number | null>(null);
  const chosenSite = siteId ?? sites.data?.[0]?.id ?? NaN;
  const pages = useSitePages(chosenSite);
  const [pageId, setPageId] = useState<number | null>(null);
  const homePage = pages.data?.find((page) => page.is_home_page) ?? pages.data?.[0];
  const chosenPage = pageId ?? homePage?.id ?? null;
  const { details, change, trimmed } = useTemplateDetails();
  const [error, setError] = useState<string | null>(null);
  const saveAsTemplate = useSaveAsTemplate();
  const toast = useToast();
  const navigate = useNavigate();
  const canSubmit = trimmed.name !== '' && chosenPage !== null && !saveAsTemplate.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || chosenPage === null) return;
    setError(null);
    try {
      await saveAsTemplate.mutateAsync({ pageId: chosenPage, ...trimmed });
      toast.success(`Template "${trimmed.name}" saved`);
      navigate('/dashboard/templates');
    } catch (failure) {
      setError(errorText(failure, 'Failed to save template'));
    }
  };

  return (
    <div className="atlas-create-template">
      <PageHeader title="Create Template" subtitle="Save one of your pages as a template you can start new sites from." />
      {sites.isPending ? (
        <Skeleton height={240} />
      ) : !sites.data?.length ? (
        <div className="atlas-card atlas-create-template__card">
          <p>Create a site and build a page first; then save it here as a template.</p>
          <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/sites/new">
            New Site
          </Link>
        </div>
      ) : (
        <form className="atlas-card atlas-create-template__card" onSubmit={submit}>
          <Select
            label="Site"
            value={String(chosenSite)}
            options={sites.data.map((site) => ({ value: String(site.id), label: site.name }))}
            onChange={(event) => {
              setSiteId(Number(event.target.value));
              setPageId(null);
            }}
          />
          <Select
            label="Page"
            value={chosenPage === null ? '' : String(chosenPage)}
            disabled={!pages.data?.length}
            options={
              pages.data?.length
                ? pages.data.map((page) => ({ value: String(page.id), label: page.title }))
                : [{ value: '', label: pages.isPending ? 'Loading pages...' : 'This site has no pages yet' }]
            }
            onChange={(event) => setPageId(Number(event.target.value))}
          />
          <TemplateFields id="atlas-create-template" details={details} change={change} />
          {error && (
            <p className="atlas-field__error" role="alert">
              {error}
            </p>
          )}
          <div className="atlas-create-template__actions">
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard/templates">
              Cancel
            </Link>
            <Button type="submit" disabled={!canSubmit} loading={saveAsTemplate.isPending}>
              Save Template
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
