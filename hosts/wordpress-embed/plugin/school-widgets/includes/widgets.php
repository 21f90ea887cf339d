<?php
/**
 * The widgets this plugin places: one custom element each, with its shortcode and block.
 *
 * @package SchoolWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every widget, keyed by its short name (shortcode `school_<key>`, block `school/<key with dashes>`).
 *
 * `attributes` are the element's own options beyond api-base and lang:
 * shortcode attribute (snake_case) => block attribute (camelCase) and default.
 *
 * @return array<string, array{tag: string, title: string, description: string, icon: string, attributes: array<string, array{block: string, default: int}>}>
 */
function school_widgets_definitions() {
	return array(
		'news'           => array(
			'tag'         => 'school-news',
			'title'       => __( 'School news', 'school-widgets' ),
			'description' => __( 'The school\'s live news with search and paging.', 'school-widgets' ),
			'icon'        => 'megaphone',
			'attributes'  => array(
				'page_size' => array( 'block' => 'pageSize', 'default' => 3 ),
			),
		),
		'gallery'        => array(
			'tag'         => 'school-gallery',
			'title'       => __( 'School gallery', 'school-widgets' ),
			'description' => __( 'The photos the school shows, as a grid.', 'school-widgets' ),
			'icon'        => 'format-gallery',
			'attributes'  => array(
				'page_size' => array( 'block' => 'pageSize', 'default' => 10 ),
			),
		),
		'apply'          => array(
			'tag'         => 'school-apply',
			'title'       => __( 'School application form', 'school-widgets' ),
			'description' => __( 'The student application form, sent to the school portal.', 'school-widgets' ),
			'icon'        => 'welcome-write-blog',
			'attributes'  => array(),
		),
		'staff_messages' => array(
			'tag'         => 'school-staff-messages',
			'title'       => __( 'Staff messages', 'school-widgets' ),
			'description' => __( 'Messages from the school\'s staff.', 'school-widgets' ),
			'icon'        => 'format-quote',
			'attributes'  => array(),
		),
		'testimonials'   => array(
			'tag'         => 'school-testimonials',
			'title'       => __( 'Testimonials', 'school-widgets' ),
			'description' => __( 'What parents and students say, as a slide show.', 'school-widgets' ),
			'icon'        => 'testimonial',
			'attributes'  => array(
				'interval' => array( 'block' => 'interval', 'default' => 4000 ),
			),
		),
		'feedback'       => array(
			'tag'         => 'school-feedback',
			'title'       => __( 'Feedback form', 'school-widgets' ),
			'description' => __( 'The Contact Us form: visitors send the school a message.', 'school-widgets' ),
			'icon'        => 'email',
			'attributes'  => array(),
		),
	);
}

/**
 * The languages an element may be marked with (the elements accept the same list).
 *
 * @return string[]
 */
function school_widgets_languages() {
	return array( 'en', 'am' );
}

/**
 * Block name of a widget key: `staff_messages` => `school/staff-messages`.
 *
 * @param string $key Widget key.
 * @return string
 */
function school_widgets_block_name( $key ) {
	return 'school/' . str_replace( '_', '-', $key );
}
