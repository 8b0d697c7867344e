import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge, Button, Card, EmptyState, Input, Select, formatDate, useAuth, useToast, errorText } from '@atlas/shell-kit';
import { REVIEW_RATING_DEFAULT } from '@atlas/commerce/contract';
import { useAddReview, useReviews } from '../../api/reviews';
import { Loading } from '../shared/loading';
import { Rating } from '../shared/rating';
import { TextArea } from '../shared/text-area';
import { useStore } from '../../store/store-context';

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` }));

function ReviewForm({ slug }: { slug: string }) {
  const addReview = useAddReview(useStore(), slug);
  const toast = useToast();
  const [rating, setRating] = useState(REVIEW_RATING_DEFAULT);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      title: title.trim() ? undefined : 'Title is required',
      content: content.trim() ? undefined : 'Review is required',
    };
    if (missing.title || missing.content) return setErrors(missing);
    try {
      await addReview.mutateAsync({ rating, title: title.trim(), content: content.trim() });
      setRating(REVIEW_RATING_DEFAULT);
      setTitle('');
      setContent('');
      setErrors({});
      toast.success('Thank you for your review!');
    } catch (error) {
      setErrors({ form: errorText(error, 'Failed to add review') });
    }
  };

  return (
    <form className="shop-review-form" onSubmit={submit} noValidate aria-label="Write a review">
      <h3>Write a review</h3>
      <Select label="Rating" value={String(rating)} options={RATINGS} onChange={(event) => setRating(Number(event.target.value))} />
      <Input
        label="Title"
        required
        value={title}
        error={errors.title}
        maxLength={200}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
      />
      <TextArea
        label="Review"
        required
        rows={4}
        maxLength={5000}
        value={content}
        error={errors.content}
        onChange={(event) => {
          setContent(event.target.value);
          setErrors((current) => ({ ...current, content: undefined }));
        }}
      />
      {errors.form && (
        <p className="shop-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={addReview.isPending}>
        Submit Review
      </Button>
    </form>
  );
}

/** The product's reviews, newest first, and the form to add one (signed-in users). */
export function Reviews({ slug }: { slug: string }) {
  const reviews = useReviews(useStore(), slug);
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Card title="Customer Reviews" className="shop-reviews">
      {reviews.isPending ? (
        <Loading label="Loading reviews..." />
      ) : reviews.isError ? (
        <p className="shop-form-error" role="alert">
          Failed to load reviews
        </p>
      ) : reviews.data.length === 0 ? (
        <EmptyState title="No reviews yet" description="Be the first to review this product." />
      ) : (
        <ul className="shop-reviews__list">
          {reviews.data.map((review) => (
            <li key={review.id} className="shop-review">
              <div className="shop-review__head">
                <Rating value={review.rating} />
                <strong>{review.title}</strong>
              </div>
              <p>{review.content}</p>
              <p className="shop-muted">
                {review.user_name} · {formatDate(review.created_at)} {review.is_verified && <Badge tone="success">Verified purchase</Badge>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {isAuthenticated ? (
        <ReviewForm slug={slug} />
      ) : (
        <p className="shop-reviews__sign-in">
          <Link to={`/login?next=${next}`}>Sign in to write a review</Link>
        </p>
      )}
    </Card>
  );
}
